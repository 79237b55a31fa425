export { HttpTimetableGateway, LANGUAGE_HEADER } from './http-timetable-gateway';
export { InMemoryTimetableGateway } from './in-memory-timetable-gateway';
export { demoTimetable } from './demo-timetables';
export { timetableDto, timetableToDto } from './timetable.dto';
